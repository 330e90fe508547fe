import { Box, Card, Flex } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One row of a content list: its details, then its buttons: beside them from the small
 * breakpoint up, under them on a phone. The details may shrink and wrap; the buttons never leave
 * the card.
 */
export function ContentCard({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'flex-start' }}
        gap="sm"
      >
        <Box style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <Flex direction="column" gap={4}>
            {children}
          </Flex>
        </Box>
        <Box style={{ flexShrink: 0, maxWidth: '100%' }}>{actions}</Box>
      </Flex>
    </Card>
  );
}
