/** `npm run docs:staff-api`: writes docs/staff-api.md from the app's routes (staff-api.ts says how). */
import { writeFileSync } from 'node:fs';
import { app } from '../../functions/api/app';
import { staffApiDoc, type RouteStep } from './staff-api';

writeFileSync('docs/staff-api.md', staffApiDoc(app.routes as unknown as RouteStep[]));
console.log('docs/staff-api.md written');
