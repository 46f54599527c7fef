'use strict';

module.exports = {
  ...require('./jest-preset'),
  ...require('./swc-config'),
  ...require('./mf-shared'),
  ...require('./webpack-preset'),
  ...require('./serve-app'),
};
