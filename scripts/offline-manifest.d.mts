// Types of ./offline-manifest.mjs (a plain module, run by the postbuild step), for its tests.
import type { OfflineManifest } from '../lib/offline/caches';

export function fileOf(out: string, url: string): string;
export function bytesOf(out: string, url: string): number;
export function pageAssets(html: string): Set<string>;
export function withLoadedLater(out: string, assets: Iterable<string>): Set<string>;
export function editionPages(out: string, locale: string, edition: string): string[];
export function editionManifest(out: string, build: string, locale: string, edition: string): OfflineManifest;
export function writeManifests(out: string, build: string): OfflineManifest[];
