// `npm run console`: the entry only runs the console (src/console/run.ts). Test entries import
// run.ts to add modules or kill points; a bundle of one of them holds both in one file, so the
// console must not start itself on import.
import { main } from './run.js';

main(process.argv.slice(2));
