import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type AnchorElementProps = AnchorProps & ComponentPropsWithRef<'a'>;
type ButtonElementProps = ButtonProps & ComponentPropsWithRef<'a'>;

function MantineAnchor(props: AnchorElementProps) {
  return <Anchor {...props} />;
}

function MantineButtonAnchor(props: ButtonElementProps) {
  return <Button component="a" {...props} />;
}

/** A Mantine Anchor that is a type-safe router link (`to`, `params`, `search` checked). */
export const AnchorLink = createLink(MantineAnchor);

/** A Mantine Button that is a type-safe router link. */
export const ButtonLink = createLink(MantineButtonAnchor);
