import { openDialog } from '../dialogs/dialogQueue';

/**
 * The guided tours (spec 001 section 2.7, spec 000 sections 4 and 9): the intro tour (My Stuff,
 * Templates, Learn), shown until the local flag says it was seen, and the greeting-cards tour
 * (copy page), shown once. Both go through the dialog queue: one dialog or tour at a time.
 */
export type TourName = 'intro' | 'greetingCards';

/** The local storage flags: the spec's for greeting cards; the intro tour's name is not given. */
export const TOUR_FLAGS: Record<TourName, string> = { intro: 'is_intro_tour_shown', greetingCards: 'is_greeting_cards_tour_shown' };

export interface TourStep {
  /** The element the step points at (a CSS selector). */
  target: string;
  title: string;
  text: string;
  /** Where the card sits: beside the element (the default) or below it. */
  placement?: 'beside' | 'below';
}

export const TOUR_STEPS: Record<TourName, TourStep[]> = {
  intro: [
    { target: '[data-testid="menu-My Stuff"]', title: 'My Stuff', text: 'Your saved designs, images, logos, colours and fonts are here.' },
    { target: '[data-testid="menu-Templates"]', title: 'Templates', text: 'Start from a ready-made template for your product and size.' },
    { target: '[data-testid="menu-Learn"]', title: 'Learn', text: 'Guides and tips on making print-ready designs.' },
  ],
  greetingCards: [
    {
      target: '[data-testid="page-copy-0"]',
      placement: 'below',
      title: 'Greeting cards',
      text: 'A greeting card has a front and a back. Copy a page to reuse its design on another page.',
    },
  ],
};

function flagSet(tour: TourName): boolean {
  try {
    return localStorage.getItem(TOUR_FLAGS[tour]) !== null;
  } catch {
    return true;
  }
}

/** Records the tour as seen: it is not shown again in this browser. */
export function markTourSeen(tour: TourName): void {
  try {
    localStorage.setItem(TOUR_FLAGS[tour], 'true');
  } catch {
    // Private mode: the tour may come back next time.
  }
}

/** The intro tour, unless it was marked seen. */
export function queueIntroTour(): void {
  if (!flagSet('intro')) openDialog({ kind: 'tour', tour: 'intro' });
}

/** After Start new design: the greeting-cards tour once, for the product named 'greeting cards'. */
export function queueGreetingCardsTour(productName: string | undefined): void {
  if (productName?.trim().toLowerCase() === 'greeting cards' && !flagSet('greetingCards')) openDialog({ kind: 'tour', tour: 'greetingCards' });
}
