// Fails early, in Italian and English, when scripts run on a Node older than 22.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `Officina richiede Node.js >= 22 (trovato ${process.version}). ` +
      'Run `npm install` (it installs Node 24 in node_modules/.bin) or `. scripts/setup-node.sh`.',
  );
  process.exit(1);
}
