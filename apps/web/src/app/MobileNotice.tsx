import { MESSAGES, MIN_VIEWPORT_WIDTH_PX } from '@layout/model';
import { Center, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/** Below 1200 px wide only the mobile notice shows (spec 000 section 1). */
export function MobileNoticeGate({ children }: { children: ReactNode }) {
  const width = useViewportWidth();
  if (width >= MIN_VIEWPORT_WIDTH_PX) return children;
  return (
    <Center h="100vh" p="xl">
      <Text size="lg" ta="center" maw={520}>
        {MESSAGES.mobileNotice}
      </Text>
    </Center>
  );
}
