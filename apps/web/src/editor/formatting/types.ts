import type { Asset } from '@layout/model';

/** What every toolbar popup gets: the selected assets (one, or a group's members) and how to close it. */
export interface PopupProps {
  assets: Asset[];
  onClose: () => void;
}
