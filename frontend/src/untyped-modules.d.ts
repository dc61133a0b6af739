/** TinyMCE's community language packs: scripts that register their words with the global tinymce, exporting nothing. */
declare module 'tinymce-i18n/langs8/*';
