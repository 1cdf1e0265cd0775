/** User-facing validation messages, exactly as the spec writes them. */
export const MESSAGES = {
  nameRequired: 'Name has to include 1 or more symbols',
  nameTaken: 'Current name is already taken',
  passwordsDoNotMatch: 'Password do not match',
  emailRequired: 'Email has to include 1 or more symbols',
  invalidEmail: 'Invalid email',
  invalidFontFile: 'Invalid font file',
  customSizeZero: 'width and height should be more then 0',
  customSizeMaxPortrait: 'maximum size: 430 x 300 mm',
  customSizeMaxLandscape: 'maximum size: 300 x 430 mm',
  designNotFound: 'Design not found',
  mobileNotice: 'Mobile version is currently under development. Please use your desktop computer to access the site.',
  loginRequired: 'Please log in or sign up for a free account to save, upload, export your files',
  freePlanLimit: 'You have reached the 10 design limit of your free account. You need to either upgrade storage for $49 annually or delete existing designs to save more.',
  networkError: 'Network Error',
  somethingWentWrong: 'Something went wrong, please try again later.',
  badGatewayMessage: 'Network error',
  badGatewayDetails: 'Something went wrong, try again later',
  invalidCredentials: 'Invalid email or password',
  templateStandardSizesOnly: 'Template can be saved only in standard sizes.Change document size in "Setup" tab and try again.',
  customSizeWarning: 'premade templates do not exist for custom sizes. Use standard size to use free template designs.',
  resetLinkInvalid: 'This password reset link is invalid or has expired',
  /** Shown with the progress bar while pictures upload (spec 001 section 8). */
  loadingImage: 'Loading image...',
  dropboxNotConfigured: 'Dropbox is not configured',
  /** A save based on a version that is no longer the stored one (409; the texts are ours, the spec shows none). */
  saveConflict: 'Conflict',
  designConflictDetails: 'This design was changed in another window since you opened it.',
  templateConflictDetails: 'This template was changed in another window since you opened it.',
  /** A save that says no version it was based on (428). */
  versionRequired: 'Precondition Required',
  versionRequiredDetails: 'Send the version this save is based on: version in the body or an If-Match header.',
} as const;
