import type { ParseKeys } from 'i18next';

export interface NavLink {
  /** Catalogue key of the label (`common` namespace). */
  label: ParseKeys<'common'>;
  to: '/' | '/dashboard' | '/texts' | '/classes' | '/assignments' | '/notifications' | '/signin' | '/signup';
}

/** docs/product.md §2 navigation bar: links by role; My Texts only for admins; visitors get Home, Sign in, Sign up. */
export function navLinksFor({ isAuthenticated, isAdmin }: { isAuthenticated: boolean; isAdmin: boolean }) {
  if (!isAuthenticated) {
    return [
      { label: 'nav.home', to: '/' },
      { label: 'nav.signIn', to: '/signin' },
      { label: 'nav.signUp', to: '/signup' },
    ] satisfies NavLink[];
  }
  const links: NavLink[] = [
    { label: 'nav.home', to: '/' },
    { label: 'nav.dashboard', to: '/dashboard' },
  ];
  if (isAdmin) links.push({ label: 'nav.myTexts', to: '/texts' }, { label: 'nav.classes', to: '/classes' });
  links.push(
    { label: 'nav.myAssignments', to: '/assignments' },
    { label: 'nav.notifications', to: '/notifications' },
  );
  return links;
}
