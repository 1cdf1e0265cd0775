import type { PopupProps } from './types';

// Scaffold: replaced by the popup's real implementation in this issue.
export function BorderColourPopup(_props: PopupProps) {
  return null;
}
