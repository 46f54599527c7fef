'use strict';

module.exports = {
  ...require('./jest-preset'),
  ...require('./swc-config'),
};
