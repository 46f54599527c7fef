// The widget's translation bundles register themselves and export nothing we use.
declare module 'altcha/i18n/pt-br';
