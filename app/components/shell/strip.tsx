import { Box, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** Constrains a strip's content to the largest breakpoint (88em) and centres it. */
export const STRIP_MAX_WIDTH = '88em';

export function Strip({ children, ...props }: BoxProps & { children: ReactNode }) {
  return (
    <Box maw={STRIP_MAX_WIDTH} mx="auto" px="md" w="100%" {...props}>
      {children}
    </Box>
  );
}
