import type { NavigateOptions } from 'react-router';

type Navigate = (path: string, options?: NavigateOptions) => void;

let navigator: Navigate | null = null;

/** Set by <NavigatorBinding> inside the router, so code outside components can change the route. */
export function setAppNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

/**
 * Goes to a path from anywhere (request errors, the logout flow). Before the router has mounted
 * there is no navigator, and a full page load is the only way to get there.
 */
export function navigateTo(path: string, options?: NavigateOptions): void {
  if (navigator) navigator(path, options);
  else window.location.assign(path);
}
