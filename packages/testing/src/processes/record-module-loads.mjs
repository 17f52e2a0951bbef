// `node --import <this file>`: writes the URL of every ES module the process resolves to the file
// named by OJA_MODULE_LOG, one per line (tests check what a process never loads).
import { register } from 'node:module';

register('./record-module-loads-hooks.mjs', import.meta.url, { data: { file: process.env.OJA_MODULE_LOG } });
