/**
 * Entry point of `npm start`. React and Fastify choose their production code
 * paths from NODE_ENV when they are first loaded (React's development build is
 * several times slower at server rendering), so it is settled here, before
 * anything imports them; an explicit NODE_ENV still wins.
 */
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 24) {
  // `npm ci` installs Node 24 (the `node` devDependency) and npm scripts run it; a bare `node` may be older.
  console.error(`Soul Shop needs Node.js 24 or newer (this is ${process.version}): start it with \`npm start\`.`);
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
await import('./server.ts');

export {};
