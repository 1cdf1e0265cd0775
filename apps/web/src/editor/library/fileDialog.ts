import { FILE_DIALOG_CANCEL_CHECK_MS } from '@layout/model';

/**
 * Opens the browser's file dialog and resolves to the files chosen, or to an empty list when the
 * dialog is cancelled (spec 001 section 5: "cancelling the file dialog yields nothing (checked
 * after 500 ms)"). Browsers that fire the input's 'cancel' event say so at once; for the others,
 * the window getting its focus back with no file chosen 500 ms later means the dialog was closed.
 * Must be called from a click (browsers open file dialogs only for a user's gesture).
 */
export function pickFiles(options: { accept: string; multiple: boolean }): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = options.accept;
    input.multiple = options.multiple;
    input.style.display = 'none';
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (files: File[]) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      window.removeEventListener('focus', onFocus);
      input.remove();
      resolve(files);
    };
    const onFocus = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(input.files ? [...input.files] : []), FILE_DIALOG_CANCEL_CHECK_MS);
    };
    input.addEventListener('change', () => finish(input.files ? [...input.files] : []));
    input.addEventListener('cancel', () => finish([]));
    window.addEventListener('focus', onFocus);
    document.body.append(input);
    input.click();
  });
}

/** What the picture uploads accept in the dialog. */
export const RASTER_ACCEPT = 'image/jpeg,image/png';
