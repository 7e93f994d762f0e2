console.log('never');
import { x } from './does_not_exist.mjs'; // expect runtime error: Error [ERR_MODULE_NOT_FOUND]: Cannot find module
