import './plain-badge.css';
import type { ReactNode } from 'react';

/** The colours plain-badge.css draws: the ones the app's status, mode and on-time badges use. */
export type PlainBadgeColour = 'blue' | 'gray' | 'green' | 'orange' | 'red' | 'teal' | 'yellow';

/**
 * A badge that looks like Mantine's Badge but is one plain <span>, for screens that draw many (the
 * results grid: three a pupil, 50 pupils a page). Elsewhere use Mantine's Badge.
 */
export function PlainBadge({
  colour,
  variant = 'light',
  size = 'md',
  title,
  children,
}: {
  colour: PlainBadgeColour;
  variant?: 'light' | 'outline';
  size?: 'sm' | 'md';
  title?: string;
  children: ReactNode;
}) {
  return (
    <span className="plain-badge" data-color={colour} data-variant={variant} data-size={size} title={title}>
      {children}
    </span>
  );
}
