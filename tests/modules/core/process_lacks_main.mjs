// tarn-only: node's process has loadEnvFile; tarn's does not, and importing it
// is the SyntaxError node gives for any missing export (never undefined)
import { cwd } from 'node:process';
import { loadEnvFile } from 'node:process'; // expect error: SyntaxError: The requested module 'node:process' does not provide an export named 'loadEnvFile'
console.log(cwd, loadEnvFile);
