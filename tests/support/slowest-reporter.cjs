// A Jest reporter that ends every run with its 10 slowest test files (wall time of each file, as Jest
// measured it), so a run shows where its time goes.
const path = require("node:path");

const SHOWN = 10;

class SlowestFilesReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((file) => ({
        name: path.relative(this.rootDir, file.testFilePath),
        seconds: (file.perfStats.end - file.perfStats.start) / 1000,
      }))
      .filter((file) => Number.isFinite(file.seconds) && file.seconds > 0)
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SHOWN);
    if (files.length === 0) return;
    const width = Math.max(...files.map((file) => file.name.length));
    const lines = files.map(
      (file, i) =>
        `${String(i + 1).padStart(2)}. ${file.name.padEnd(width)}  ${file.seconds.toFixed(1).padStart(6)} s`,
    );
    const title =
      files.length === 1 ? "The slowest test file" : `The ${files.length} slowest test files`;
    process.stderr.write(`\n${title}:\n${lines.join("\n")}\n`);
  }
}

module.exports = SlowestFilesReporter;
