import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { TOUR_STEPS, type TourName, markTourSeen } from './tours';

const CARD_WIDTH = 280;
const GAP = 12;

/** Where the step's element is on screen, followed while the layout moves (null while it is absent). */
function useAnchor(selector: string): DOMRect | null {
  const [rect, setRect] = useState<DOMRect | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      const next = document.querySelector(selector)?.getBoundingClientRect() ?? null;
      setRect((prev) => (prev && next && prev.x === next.x && prev.y === next.y && prev.width === next.width ? prev : next));
      frame = requestAnimationFrame(measure);
    };
    measure();
    return () => cancelAnimationFrame(frame);
  }, [selector]);
  return rect;
}

interface Props {
  tour: TourName;
  /** Takes the tour off the queue. */
  onClose: () => void;
}

/**
 * A guided tour's card (spec 001 section 2.7), beside the element each step points at: Next,
 * then Done on the last step; Skip. Done and Skip mark the tour seen. Not modal: the editor stays
 * usable and only the buttons take clicks (the card's text lets them through), and a press
 * anywhere else puts the tour away for this visit; the intro tour comes back on the next one,
 * as it shows until marked seen (docs/decisions.md).
 */
export function TourCard({ tour, onClose }: Props) {
  const steps = TOUR_STEPS[tour];
  const [index, setIndex] = useState(0);
  const step = steps[Math.min(index, steps.length - 1)]!;
  const anchor = useAnchor(step.target);
  const card = useRef<HTMLDivElement>(null);
  const last = index >= steps.length - 1;

  useEffect(() => {
    // The greeting-cards tour is shown once: seen as soon as it is on screen.
    if (tour === 'greetingCards') markTourSeen(tour);
  }, [tour]);

  useEffect(() => {
    const away = (event: PointerEvent) => {
      if (card.current && event.target instanceof Node && card.current.contains(event.target)) return;
      onClose();
    };
    document.addEventListener('pointerdown', away, true);
    return () => document.removeEventListener('pointerdown', away, true);
  }, [onClose]);

  const finish = () => {
    markTourSeen(tour);
    onClose();
  };

  // Beside the element (to its right when there is room, else to its left, at its height), or
  // below it, its left edge under the element's centre.
  let left = GAP * 8;
  let top = window.innerHeight / 3;
  if (anchor && step.placement === 'below') {
    left = Math.min(Math.max(GAP, anchor.left + anchor.width / 2 - 24), window.innerWidth - CARD_WIDTH - GAP);
    top = anchor.bottom + GAP;
  } else if (anchor) {
    left = anchor.right + GAP + CARD_WIDTH < window.innerWidth ? anchor.right + GAP : Math.max(GAP, anchor.left - GAP - CARD_WIDTH);
    top = Math.min(Math.max(GAP, anchor.top + anchor.height / 2 - 40), window.innerHeight - 160);
  }

  return (
    <Paper
      ref={card}
      role="region"
      aria-label={`${step.title} tour`}
      data-testid={`tour-${tour}`}
      shadow="lg"
      radius="md"
      p="md"
      withBorder
      w={CARD_WIDTH}
      style={{ position: 'fixed', left, top, zIndex: 250, pointerEvents: 'none', borderColor: 'var(--mantine-color-accent-4)', borderWidth: 2 }}
    >
      <Text fw={700} size="sm">
        {step.title}
      </Text>
      <Text size="sm" mt={4}>
        {step.text}
      </Text>
      <Group justify="space-between" mt="sm">
        <Text size="xs" c="dimmed">
          {index + 1} of {steps.length}
        </Text>
        <Group gap="xs" style={{ pointerEvents: 'auto' }}>
          {!last && (
            <Button size="compact-sm" variant="subtle" onClick={finish}>
              Skip
            </Button>
          )}
          <Button size="compact-sm" onClick={last ? finish : () => setIndex(index + 1)} data-testid="tour-next">
            {last ? 'Done' : 'Next'}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
