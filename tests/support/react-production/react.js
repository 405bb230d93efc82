// React's production build, with the `act` its development build has (see act.js).
const React = require(require('./build')('react', 'react.production.js'));
const { act } = require('./act');

module.exports = { ...React, act };
