// Stylesheets are extracted by webpack's CSS pipeline; importing one yields nothing to use.
declare module '*.css';
