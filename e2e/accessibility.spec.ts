import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { AUTH_HEADER, addPage, addShapeAsset, createDesignContent } from '@layout/model';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';

/**
 * Accessibility (issue 25): an axe-core scan (WCAG 2.0 and 2.1, levels A and AA) of the sign-in
 * pages, the editor's chrome, every panel of the left menu and the main dialogs; a serious or
 * critical violation, or content outside the landmarks (axe's 'region'), fails the journey and is
 * listed with its rule, help and the elements at fault. Lesser findings are attached to the
 * test's report (A11Y_REPORT=1 prints every scan's findings). Then the keyboard: the main controls
 * are reached with Tab and show where the focus is, and pages are reordered without a mouse (the
 * canvas's own keys: keyboardCanvas.spec.ts).
 */

const SHOTS = process.env.E2E_SHOTS ?? '';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/**
 * axe's best-practice rule that all content sits in a landmark (moderate): run beside the WCAG
 * rules, and failing like them: every part of every page scanned is in a landmark.
 */
const LANDMARK_RULE = 'region';
const FILES = join(import.meta.dirname, 'fixtures', 'files');

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per violation: its rule, impact and help, then each offending element's selector. */
function listViolations(violations: AxeResults['violations']): string {
  return violations
    .map((v) => [`${v.id} (${v.impact}): ${v.help}`, ...v.nodes.map((n) => `    at ${n.target.map(String).join(' > ')}  ${n.html.slice(0, 160)}`)].join('\n'))
    .join('\n');
}

/**
 * Waits until every transition has ended (a menu fading in is measured at its final colours, a
 * field's border at its focused colour); spinners turn forever. Two frames first: a transition
 * starts a frame after what set it off.
 */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY));
}

/**
 * Scans the page (or only `within`, a CSS selector) and fails on serious and critical
 * violations; the rest is attached to the report as `axe <what>`.
 */
async function scan(page: Page, what: string, within?: string) {
  await settle(page);
  let builder = new AxeBuilder({ page }).options({ runOnly: { type: 'tag', values: WCAG_TAGS }, rules: { [LANDMARK_RULE]: { enabled: true } } });
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  const fails = (v: AxeResults['violations'][number]) => FAILING_IMPACTS.has(v.impact ?? '') || v.id === LANDMARK_RULE;
  const failing = violations.filter(fails);
  const lesser = violations.filter((v) => !fails(v));
  if (lesser.length > 0) await test.info().attach(`axe ${what}`, { body: listViolations(lesser), contentType: 'text/plain' });
  if (process.env.A11Y_REPORT) console.log(`--- ${what}\n${listViolations(violations) || 'no violations'}`);
  // Soft: every scan of a journey runs, and the journey fails at its end with all of them.
  expect.soft(listViolations(failing), `${what}: serious or critical accessibility violations`).toBe('');
}

interface Account {
  token: string;
  email: string;
}

async function register(request: APIRequestContext): Promise<Account> {
  const email = `a11y-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'a11y e2e password';
  const registered = await request.post('/api/users', { data: { firstname: 'Ada', lastname: 'Access', email, password, password2: password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const { jwt } = (await login.json()) as { jwt: string };
  return { token: jwt, email };
}

/** A saved design (a star on its page) and an uploaded picture, so My Stuff has tiles; answers the design's id. */
async function saveDesign(request: APIRequestContext, account: Account): Promise<number> {
  let design = createDesignContent();
  design = addShapeAsset(design, { pageId: design.pages[0]!.id, kind: 'star', fill: '#e4572e' });
  const created = await request.post('/api/designs', { headers: { [AUTH_HEADER]: account.token }, data: { name: 'Accessible flyer', design } });
  expect(created.ok(), await created.text()).toBe(true);
  const photo = { name: 'beach.png', mimeType: 'image/png', buffer: readFileSync(join(FILES, 'photo.png')) };
  const uploaded = await request.post('/api/images/upload', { headers: { [AUTH_HEADER]: account.token }, multipart: { file: photo } });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  return ((await created.json()) as { id: number }).id;
}

/** Signs in (the token in local storage, the intro tour marked seen unless `withTour`) and opens the editor at `path`. */
async function openEditor(page: Page, account: Account, path: string, withTour = false) {
  await page.addInitScript(
    ([token, tour]) => {
      localStorage.setItem('layout_token', token!);
      if (tour !== 'tour') localStorage.setItem('is_intro_tour_shown', 'true');
    },
    [account.token, withTour ? 'tour' : ''],
  );
  await page.goto(path);
  await expect(page.getByTestId('save-button')).toBeVisible();
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/a11y-${name}.png` });
}

test('the login, register and password reset pages have no serious accessibility violations', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('main').getByRole('button', { name: 'Login' })).toBeVisible();
  await scan(page, 'login page');
  await page.goto('/auth/register');
  await expect(page.getByLabel('Email')).toBeVisible();
  await scan(page, 'register page');
  await page.goto('/auth/reset-password');
  await expect(page.getByText('To reset password please enter your e-mail')).toBeVisible();
  await scan(page, 'password reset page');
  // The e-mailed link's form (the token is checked on submit).
  await page.goto('/auth/reset-password?token=not-checked-yet');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
  await scan(page, 'new password page');
});

test("the editor's chrome and every panel of the left menu have no serious accessibility violations", async ({ page, request }) => {
  const account = await register(request);
  const id = await saveDesign(request, account);
  await openEditor(page, account, `/designs/${id}`, true);

  // The intro tour's card, first thing a new user sees (not modal: a region beside My Stuff).
  await expect(page.getByRole('region', { name: 'My Stuff tour' })).toBeVisible();
  await scan(page, 'intro tour');
  await page.evaluate(() => localStorage.setItem('is_intro_tour_shown', 'true'));
  await page.reload();
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();

  // The chrome: top bar, left menu (My Stuff open), the page with its strip, the bottom menu. The
  // Konva canvas is not excluded: no WCAG rule of axe applies to a <canvas> without a role, and
  // none fired on it. The landmarks: the top bar, the menu, the open panel, the pages, the Pages
  // panel; the 'region' rule fails any content outside them.
  await scan(page, 'editor');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Layout');
  await expect(page.getByRole('navigation', { name: 'Editor menu' }).getByTestId('menu-Shapes')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'My Stuff panel' })).toBeVisible();
  await expect(page.getByRole('main').getByTestId('page-slot-0')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Pages', exact: true }).getByTestId('pages-panel-toggle')).toBeVisible();
  // The top bar's menus, open.
  await page.getByRole('button', { name: 'More save options' }).click();
  await expect(page.getByRole('menuitem', { name: 'Save as design' })).toBeVisible();
  await scan(page, 'save menu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await scan(page, 'account menu');
  await page.keyboard.press('Escape');
  await page.getByTestId('zoom-menu').click();
  await expect(page.getByRole('menuitem', { name: '100%', exact: true })).toBeVisible();
  await scan(page, 'zoom menu');
  await page.keyboard.press('Escape');
  await page.getByTestId('pages-panel-toggle').click();
  await expect(page.getByTestId('pages-panel').getByTestId('preview-image-0')).toBeVisible();
  await scan(page, 'pages panel');
  await shot(page, 'editor');

  for (const item of ['My Stuff', 'Templates', 'Photos', 'Illustrations', 'Text', 'Shapes', 'Lines', 'Icons', 'Setup']) {
    await page.getByTestId(`menu-${item}`).click();
    const drawer = page.getByTestId('drawer');
    await expect(drawer.getByRole('heading', { name: item })).toBeVisible();
    // The panel's own content, loaded: its first button or picture, and no spinner left.
    await expect(drawer.locator('button, img, input').nth(1)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(drawer.locator('.mantine-Loader-root')).toHaveCount(0);
    await scan(page, `${item} panel`, '[data-testid="drawer"]');
  }
});

/**
 * Waits for a dialog, scans it, and closes it with Escape. Only the dialog: the editor behind it
 * is scanned on its own, and under the modal's overlay its colours would be measured dimmed.
 */
async function scanDialog(page: Page, name: string | RegExp, what: string, close?: (dialog: Locator) => Promise<void>) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog.locator('.mantine-Loader-root')).toHaveCount(0);
  await scan(page, `${what} dialog`, '[role="dialog"]');
  await shot(page, `dialog-${what.toLowerCase().replace(/\W+/g, '-')}`);
  if (close) await close(dialog);
  else await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test('the main dialogs have no serious accessibility violations', async ({ page, request }) => {
  const account = await register(request);
  const id = await saveDesign(request, account);
  await openEditor(page, account, `/designs/${id}`);

  // Download (a saved design without changes opens it at once).
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await scanDialog(page, 'Download', 'Download');

  // Save as design: Save my design, with its name field.
  await page.getByRole('button', { name: 'More save options' }).click();
  await page.getByRole('menuitem', { name: 'Save as design' }).click();
  await scanDialog(page, 'Save my design', 'Save my design');

  // The storage plans and the user's details, from My Stuff's plan bar.
  await page.getByTestId('menu-My Stuff').click();
  const bar = page.getByTestId('plan-bar');
  await bar.getByRole('button', { name: 'Upgrade' }).click();
  await scanDialog(page, /extra storage/, 'storage plans');
  await bar.getByRole('button', { name: 'Update' }).click();
  await scanDialog(page, 'Data Driven Fields', 'Data Driven Fields');

  // Copy design, from a design's menu in My Stuff.
  await page.getByRole('button', { name: 'Actions for Accessible flyer' }).click();
  await page.getByRole('menuitem', { name: 'Copy design' }).click();
  await scanDialog(page, 'Copy design', 'Copy design');

  // Add a page, then Delete page asks first.
  await page.getByTestId('add-page').click();
  await expect(page.getByTestId('page-header-1')).toBeVisible();
  await page.getByTestId('page-delete-1').click();
  await scanDialog(page, 'Delete page', 'Delete page', (dialog) => dialog.getByRole('button', { name: 'Cancel' }).click());

  // Change password, from the account menu.
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await scanDialog(page, 'Change password', 'Change password');

  // + New: unsaved changes (the page added) ask Save and Exit first, then Start new design.
  await page.getByTestId('menu-New').click();
  await scanDialog(page, 'Save and Exit', 'Save and Exit', (dialog) => dialog.getByRole('button', { name: 'No' }).click());
  await scanDialog(page, 'Start new design', 'Start new design');
});

test('a guest gets the login-required dialog without serious accessibility violations', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('is_intro_tour_shown', 'true'));
  await page.goto('/designs/new');
  await expect(page.getByTestId('page-slot-0').locator('canvas').first()).toBeVisible();
  await scan(page, 'guest editor');
  await page.getByTestId('page-upload-0').click();
  await scanDialog(page, 'Login required', 'Login required');
});

/** What shows where the keyboard focus is: the focused element's name and whether its ring or border stands out. */
interface Focus {
  name: string;
  indicator: string;
  visible: boolean;
}

/**
 * Reads the focused element in the page: its name (test id, label or text) and its focus
 * indicator, from getComputedStyle: an outline or box-shadow (Mantine's ring, drawn outside the
 * element) at 3:1 or more against the background around it (WCAG 1.4.11), or, for a text field,
 * its border at 3:1 against the field (the field's resting border is grey, 1.5:1). A visually
 * hidden input (a switch's) shows its focus on the element after it, its track.
 */
function readFocus(): Focus {
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((c) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
  const opaque = (color: string) => {
    const c = channels(color);
    return c.length === 3 || (c.length === 4 && c[3]! > 0);
  };
  const backgroundOf = (start: Element | null) => {
    for (let el = start; el; el = el.parentElement) {
      const color = getComputedStyle(el).backgroundColor;
      if (opaque(color)) return channels(color).slice(0, 3);
    }
    return [255, 255, 255];
  };

  const focused = document.activeElement as HTMLElement;
  if (focused === document.body || focused === document.documentElement) return { name: 'BODY', indicator: 'none', visible: true };
  const name = focused.getAttribute('data-testid') || focused.getAttribute('aria-label') || focused.textContent?.trim().slice(0, 40) || focused.tagName;
  const hidden = focused instanceof HTMLInputElement && (getComputedStyle(focused).opacity === '0' || focused.getBoundingClientRect().width <= 1);
  const shown = (hidden ? focused.nextElementSibling : focused) as HTMLElement | null;
  if (!shown) return { name, indicator: 'nothing shown', visible: false };
  const style = getComputedStyle(shown);
  if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) {
    const ratio = contrast(channels(style.outlineColor).slice(0, 3), backgroundOf(shown.parentElement));
    return { name, indicator: `outline ${style.outlineColor} at ${ratio.toFixed(1)}:1`, visible: ratio >= 3 };
  }
  if (style.boxShadow !== 'none') return { name, indicator: `box-shadow ${style.boxShadow}`, visible: true };
  if (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) {
    const ratio = contrast(channels(style.borderTopColor).slice(0, 3), backgroundOf(shown));
    return { name, indicator: `border ${style.borderTopColor} at ${ratio.toFixed(1)}:1`, visible: ratio >= 3 };
  }
  return { name, indicator: 'none', visible: false };
}

/** Presses Tab and answers what has the focus then, once its focus styles have settled. */
async function tab(page: Page, key = 'Tab'): Promise<Focus> {
  await page.keyboard.press(key);
  await settle(page);
  return page.evaluate(readFocus);
}

/** A saved design of three pages (a star on the first), opened in the editor; answers the design's pages. */
async function openThreePages(page: Page, request: APIRequestContext) {
  const account = await register(request);
  let design = createDesignContent();
  design = addPage(addPage(design));
  design = addShapeAsset(design, { pageId: design.pages[0]!.id, kind: 'star', fill: '#e4572e' });
  const created = await request.post('/api/designs', { headers: { [AUTH_HEADER]: account.token }, data: { name: 'Three pages', design } });
  expect(created.ok(), await created.text()).toBe(true);
  await openEditor(page, account, `/designs/${((await created.json()) as { id: number }).id}`);
  return design.pages.map((p) => p.id);
}

type Hook = { getContent: () => { pages: { id: string }[] } };
const pageIds = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent().pages.map((p) => p.id));

test("the editor's main controls are reached with Tab, each with a visible focus indicator", async ({ page, request }) => {
  await openThreePages(page, request);
  // A change, so that Undo is enabled (a disabled button is not in the Tab order).
  await page.getByTestId('page-copy-2').click();
  await expect.poll(async () => (await pageIds(page)).length).toBe(4);
  await page.locator('body').focus();

  // Tab from the start of the page until the focus comes round again. A page's canvas keeps Tab
  // to select its assets (keyboardCanvas.spec.ts): Escape there, and Tab moves on.
  const reached: Focus[] = [];
  for (let i = 0; i < 200; i++) {
    const focus = await tab(page);
    if (reached.length > 0 && focus.name === reached[0]!.name) break;
    if (focus.name !== 'BODY') reached.push(focus);
    if (focus.name.startsWith('page-canvas-')) await page.keyboard.press('Escape');
  }
  const names = reached.map((f) => f.name);
  for (const control of [
    'design-name',
    'save-button',
    'More save options',
    'Download',
    'Account',
    'menu-New',
    'menu-My Stuff',
    'menu-Templates',
    'menu-Photos',
    'menu-Illustrations',
    'menu-Text',
    'menu-Shapes',
    'menu-Lines',
    'menu-Icons',
    'menu-Setup',
    'menu-Learn',
    'Close panel',
    'page-background-0',
    'page-upload-0',
    'page-copy-0',
    'page-delete-0',
    'page-canvas-0',
    'add-page',
    'undo',
    'zoom-menu',
    'guides-switch',
    'pages-panel-toggle',
  ]) {
    expect(names, `${control} is reached with Tab`).toContain(control);
  }
  const unseen = reached.filter((f) => !f.visible).map((f) => `${f.name}: ${f.indicator}`);
  expect(unseen, 'focused elements without a visible focus indicator').toEqual([]);

  // The focus ring on the dark top bar and left menu, and on the page strip.
  await page.getByTestId('save-button').focus();
  await tab(page);
  await shot(page, 'focus-top-bar');
  await page.getByTestId('menu-Shapes').focus();
  await tab(page, 'Shift+Tab');
  await shot(page, 'focus-left-menu');

  // A menu works from the keyboard (WAI-ARIA's menu button): Enter opens it on its first item, the
  // arrows move through the items, Escape closes it and gives the focus back.
  await page.getByTestId('save-button').focus();
  expect((await tab(page)).name).toBe('More save options');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Save', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Save as design' })).toBeFocused();
  await settle(page);
  await shot(page, 'focus-save-menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'More save options' })).toBeFocused();
});

test('pages are reordered from the keyboard with Move page up and Move page down in the Pages panel', async ({ page, request }) => {
  const [a, b, c] = await openThreePages(page, request);
  const toggle = page.getByTestId('pages-panel-toggle');
  await toggle.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('pages-panel');
  await expect(panel.getByTestId('page-preview-2')).toBeVisible();
  // The first page cannot go up, the last cannot go down: those buttons are out of the Tab order.
  await expect(panel.getByTestId('preview-up-0')).toBeDisabled();
  await expect(panel.getByTestId('preview-down-2')).toBeDisabled();

  // Tab into the panel, to the first page's Move page down.
  let focus: Focus | undefined;
  for (let i = 0; i < 10 && focus?.name !== 'preview-down-0'; i++) focus = await tab(page);
  expect(focus).toMatchObject({ name: 'preview-down-0', visible: true });
  await shot(page, 'focus-move-page-down');

  // Enter moves the page down; the focus follows it, on the same button.
  await page.keyboard.press('Enter');
  await expect.poll(() => pageIds(page)).toEqual([b, a, c]);
  await expect(panel.getByTestId('preview-down-1')).toBeFocused();
  await expect(panel.getByTestId('page-preview-1')).toContainText('Page 2');
  // Space moves it again, to the end: Move page down is disabled there, and the focus goes to Move page up.
  await page.keyboard.press('Space');
  await expect.poll(() => pageIds(page)).toEqual([b, c, a]);
  await expect(panel.getByTestId('preview-up-2')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => pageIds(page)).toEqual([b, a, c]);
  await expect(panel.getByTestId('preview-up-1')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => pageIds(page)).toEqual([a, b, c]);
  await expect(panel.getByTestId('preview-down-0')).toBeFocused();
  await shot(page, 'pages-reordered');

  // Each move is one undo step.
  await page.getByTestId('undo').click();
  await expect.poll(() => pageIds(page)).toEqual([b, a, c]);
});
