/**
 * Entry point of `npm start`. React and Fastify choose their production code
 * paths from NODE_ENV when they are first loaded (React's development build is
 * several times slower at server rendering), so it is settled here, before
 * anything imports them; an explicit NODE_ENV still wins.
 */
process.env.NODE_ENV ??= 'production';
await import('./server.ts');

export {};
