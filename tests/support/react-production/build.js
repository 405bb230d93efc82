// The production files of React's packages, by path (their `exports` maps don't name them).
const path = require('node:path');

/** `reactBuild('react', 'react.production.js')`: a file of a React package's `cjs` folder. */
module.exports = function reactBuild(pkg, file) {
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'cjs', file);
};
