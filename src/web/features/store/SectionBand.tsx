import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { settingText, useStoreConfig } from './store-config-api';

/** The store areas the admin colours: purchase (cart to order), registration and the customer area. */
export type ColouredArea = 'ccl' | 'cdl' | 'cac';

/**
 * The heading band of an area, in the colours of its configuration row (ccl, cdl, cac); without
 * colours the heading shows as on any other page.
 */
export function SectionBand({ area, children }: { area: ColouredArea; children: ReactNode }) {
  const config = useStoreConfig().data;
  const background = settingText(config, area, 'fundo');
  if (!background) return <>{children}</>;
  return (
    <Box bg={background} c={settingText(config, area, 'texto', '#FFFFFF')} px="md" py="sm" style={{ borderRadius: 8 }}>
      {children}
    </Box>
  );
}
