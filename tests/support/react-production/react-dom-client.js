// React DOM's production client, loaded with the `queueMicrotask` that `act` can hold (see act-scope).
const { queueReactMicrotask } = require('./act-scope');

const own = globalThis.queueMicrotask;
globalThis.queueMicrotask = queueReactMicrotask;
try {
  module.exports = require(require('./build')('react-dom', 'react-dom-client.production.js'));
} finally {
  globalThis.queueMicrotask = own;
}
