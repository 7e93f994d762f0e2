import { shared } from '../forms/conflict.mjs'; // expect error: SyntaxError: The requested module '../forms/conflict.mjs' contains conflicting star exports for name 'shared'
