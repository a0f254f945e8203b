// The texts of the club settings page's Sponsors section.

export const SPONSORS_TITLE = 'Sponsors';
export const SPONSORS_LEAD =
  'The club’s home shows its sponsors with a logo in a strip, 4 at a time: the featured sponsors first, then the others in this order.';
export const SPONSORS_LOAD_FAILED = 'The club’s sponsors could not be loaded.';
export const NO_SPONSORS = 'The club has no sponsors yet: the home shows no sponsors strip.';
export const ADD_SPONSOR = 'Add sponsor';
export const NO_LOGO_NOTE = 'Not shown on the site until it has a logo.';
export const NO_LOGO = 'No logo';
export const FEATURED_BADGE = 'Featured';
export const NO_LINK = 'No link';

export const SPONSOR_ADDED = (name: string) => `${name} has been added to the sponsors.`;
export const SPONSOR_SAVED = (name: string) => `${name} has been saved.`;
export const SPONSOR_REMOVED = (name: string) => `${name} has been removed from the sponsors.`;
export const ORDER_SAVED = 'The sponsors’ order has been saved.';

export const editLabel = (name: string) => `Edit: ${name}`;
export const moveUpLabel = (name: string) => `Move up: ${name}`;
export const moveDownLabel = (name: string) => `Move down: ${name}`;
export const removeLabel = (name: string) => `Remove: ${name}`;
export const removeQuestion = (name: string) => ({
  title: `Remove ${name}?`,
  message: `${name} will no longer be shown on the club’s site.`,
  confirmLabel: 'Remove sponsor',
});

export const ADD_FORM_TITLE = 'Add a sponsor';
export const editFormTitle = (name: string) => `Edit ${name}`;
export const NAME_LABEL = 'Name';
export const LINK_LABEL = 'Link (optional)';
export const LINK_HINT =
  'The sponsor’s website, for example https://example.com. The logo opens it in a new tab.';
export const LOGO_LEGEND = 'Logo';
export const LOGO_HINT =
  'A PNG, JPEG, GIF or WebP image. The site shows it with the sponsor’s name as its text, so it needs no alt text of its own.';
export const UPLOAD_LOGO = 'Upload logo';
export const CHANGE_LOGO = 'Change logo';
export const REMOVE_LOGO = 'Remove logo';
export const logoPreviewAlt = (name: string) => `Logo of ${name || 'the sponsor'}`;
export const FEATURED_LABEL = 'Featured: shown before the other sponsors';
export const SAVE_SPONSOR = 'Save sponsor';
export const CANCEL = 'Cancel';
export const SPONSOR_HAS_ERRORS = 'Please check the sponsor’s name and link.';
export const DISCARD_QUESTION = {
  title: 'Discard the changes?',
  message: 'The sponsor’s changes have not been saved.',
  confirmLabel: 'Discard changes',
  cancelLabel: 'Keep editing',
};

export const PREVIEW_TITLE = 'On the club’s home';
export const previewCaption = (shown: number, withLogo: number) =>
  withLogo > shown
    ? `The sponsors strip as the site shows it first: ${shown} of ${withLogo} sponsors with a logo (the arrows show the others).`
    : `The sponsors strip as the site shows it: ${withLogo} ${withLogo === 1 ? 'sponsor' : 'sponsors'} with a logo.`;
export const PREVIEW_EMPTY = 'No sponsor has a logo yet: the home shows no sponsors strip.';
