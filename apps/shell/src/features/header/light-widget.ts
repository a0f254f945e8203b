/**
 * Marks the shell's stand-in for a remote's header widget. Free of React: the shell's entry reads
 * it before the shared libraries are negotiated.
 */
export const LIGHT_WIDGET = 'data-light-widget';
