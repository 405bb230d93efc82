// React DOM's server renderer, production build (it must match React's: see react.js).
const legacy = require(require('./build')('react-dom', 'react-dom-server-legacy.node.production.js'));
const server = require(require('./build')('react-dom', 'react-dom-server.node.production.js'));

module.exports = { ...legacy, ...server };
