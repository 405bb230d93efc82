// The embed entry's first import: before anything can ask for a chunk, its folder is this script's.
import { adoptPublicPathOfThisScript } from './public-path';

adoptPublicPathOfThisScript();
