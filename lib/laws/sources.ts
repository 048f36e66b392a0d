// Where the raw sources of the Laws are: the seed documents and the English source texts that the corpus in
// content/laws/ was made from. They are not part of the repository. CI and the team's machines keep them in a
// folder beside the project; a plain clone has none, and the checks that pin the corpus to them are then skipped,
// saying why and how to get them (CI sets LAWS_SOURCES_REQUIRED=1, so there they can never be skipped).
// Node-only: read by tests and scripts, never by pages.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(__dirname, '..', '..');

/** The one place that names the folder: LAWS_SOURCES, else this default, resolved from the repository root. */
export const LAWS_SOURCES_DEFAULT = '../shared';
export const lawsSourcesDir = resolve(repoRoot, process.env.LAWS_SOURCES || LAWS_SOURCES_DEFAULT);

/** The folder holds the seeds and the English sources (a folder with anything else in it is not the sources). */
export const lawsSourcesFound = existsSync(join(lawsSourcesDir, 'seeds')) && existsSync(join(lawsSourcesDir, 'sources', 'laws'));

/** True when the sources must be there (CI): their checks then run and fail rather than being skipped. */
export const lawsSourcesRequired = /^(1|true)$/.test(process.env.LAWS_SOURCES_REQUIRED ?? '');

/** Run the checks against the sources? Only false when they are missing and not required. */
export const checkAgainstSources = lawsSourcesFound || lawsSourcesRequired;

/** Why the source checks were skipped, and how to run them. */
export const lawsSourcesMissing =
  `the raw Laws sources were not found at ${lawsSourcesDir} (a folder with seeds/ and sources/laws/). ` +
  `Put the project's shared folder beside the repository (as ${LAWS_SOURCES_DEFAULT}) or set LAWS_SOURCES to where it is, ` +
  `then run the tests again.`;

/** Test names that start with this are checks against the sources (the test reporter counts the skipped ones). */
export const SOURCE_CHECK = 'against the raw sources:';

/** A file of the sources by its path inside the folder ("seeds/003_….txt", "sources/laws/en-2009.md"). */
export const sourcePath = (file: string) => join(lawsSourcesDir, file);

export const sourceLines = (file: string): string[] => readFileSync(sourcePath(file), 'utf8').split('\n');
