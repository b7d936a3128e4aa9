import { Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';

type MantineButtonAnchorProps = Omit<ButtonProps, 'href'> & AnchorHTMLAttributes<HTMLAnchorElement>;

const MantineButtonAnchor = forwardRef<HTMLAnchorElement, MantineButtonAnchorProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));

const CreatedButtonLink = createLink(MantineButtonAnchor);

/** A Mantine button that is a typed router link (TanStack's `createLink` recipe for Mantine). */
export const ButtonLink: LinkComponent<typeof MantineButtonAnchor> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);
