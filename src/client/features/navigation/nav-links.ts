export interface NavLink {
  label: string;
  to: '/' | '/dashboard' | '/texts' | '/classes' | '/assignments' | '/notifications' | '/signin' | '/signup';
}

/** docs/product.md §2 navigation bar: links by role; My Texts only for admins; visitors get Home, Sign in, Sign up. */
export function navLinksFor({ isAuthenticated, isAdmin }: { isAuthenticated: boolean; isAdmin: boolean }) {
  if (!isAuthenticated) {
    return [
      { label: 'Home', to: '/' },
      { label: 'Sign in', to: '/signin' },
      { label: 'Sign up', to: '/signup' },
    ] satisfies NavLink[];
  }
  const links: NavLink[] = [
    { label: 'Home', to: '/' },
    { label: 'Dashboard', to: '/dashboard' },
  ];
  if (isAdmin) links.push({ label: 'My Texts', to: '/texts' }, { label: 'Classes', to: '/classes' });
  links.push(
    { label: 'My Assignments', to: '/assignments' },
    { label: 'Notifications', to: '/notifications' },
  );
  return links;
}
