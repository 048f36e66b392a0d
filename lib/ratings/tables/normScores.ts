import { TITLE_REGULATIONS, type SourceLines } from '../sources';

/**
 * The Annex of the Title Regulations (B.01): for each number of rounds, the mix of opponents a norm needs and the
 * score needed for each range of the opponents' average rating, in four columns (GM, IM, WGM, WIM). As printed;
 * the Annex itself says "In the case of any discrepancy, the regulations above shall take precedence", and the
 * calculators work from the articles (1.4.1–1.4.9), using these tables only to show the row and to be tested
 * against. The sources hold the tables for 7 and for 9 to 19 rounds; the one for 8 (1.4.1c, 8 or 9 round team
 * championships, the World Cup) is announced by its caption but lost in the text extraction, so it is not here.
 */
export interface AnnexMix {
  /** "Different MO": the opponents holding the title of 1.4.5b–e (for the IM column, IM or GM; and so on). */
  differentMO: number;
  /** "Different TH": title-holders (1.4.5a). */
  differentTH: number;
  /** "Max. from 1 fed." (1.4.4); null where printed "Irrelevant". */
  maxFromOneFederation: number | null;
  /** "Max. from own fed." (1.4.4); null where printed "Irrelevant". */
  maxFromOwnFederation: number | null;
}

export interface AnnexRow {
  /** The score needed, in points. */
  score: number;
  /** The range of average ratings, one per column GM, IM, WGM, WIM; a null maximum is printed "≥min". */
  averages: readonly (readonly [min: number, max: number | null])[];
}

export interface AnnexTable {
  rounds: number;
  source: SourceLines;
  /** "Min. other feds." (1.4.3); null where printed "Irrelevant" (7 rounds). */
  minOtherFederations: number | null;
  /** The mix for a single round event ("SR"), or the only one printed. */
  singleRound: AnnexMix;
  /** The mix for a double round-robin ("DR"), printed for an even number of rounds from 10. */
  doubleRound?: AnnexMix;
  rows: readonly AnnexRow[];
}

/** Column order of `AnnexRow.averages`. */
export const ANNEX_COLUMNS = ['GM', 'IM', 'WGM', 'WIM'] as const;

/** Every Annex table's rating floor row reads, in that column order: */
export const ANNEX_FLOORS = [2200, 2050, 2000, 1850] as const;

/**
 * Printed defects, reproduced as the corrected cell with the printed text beside it: the 17-round table prints the
 * IM range of the 10-point row as "2385 2406" (no dash).
 */
export const ANNEX_PRINTED_AS: readonly { rounds: number; score: number; column: (typeof ANNEX_COLUMNS)[number]; printed: string }[] = [
  { rounds: 17, score: 10, column: 'IM', printed: '2385 2406' },
];

export const ANNEX: readonly AnnexTable[] = [
  {
    rounds: 7,
    source: { file: TITLE_REGULATIONS, lines: [801, 875] },
    minOtherFederations: null,
    singleRound: { differentMO: 3, differentTH: 4, maxFromOneFederation: null, maxFromOwnFederation: null },
    rows: [
      { score: 5.5, averages: [[2380, 2441], [2230, 2291], [2180, 2241], [2030, 2091]] },
      { score: 5, averages: [[2442, 2497], [2292, 2347], [2242, 2297], [2092, 2147]] },
      { score: 4.5, averages: [[2498, 2549], [2348, 2399], [2298, 2349], [2148, 2199]] },
      { score: 4, averages: [[2550, 2599], [2400, 2449], [2350, 2399], [2200, 2249]] },
      { score: 3.5, averages: [[2600, 2649], [2450, 2499], [2400, 2449], [2250, 2299]] },
      { score: 3, averages: [[2650, 2701], [2500, 2551], [2450, 2501], [2300, 2351]] },
      { score: 2.5, averages: [[2702, null], [2552, null], [2502, null], [2352, null]] },
    ],
  },
  {
    rounds: 9,
    source: { file: TITLE_REGULATIONS, lines: [876, 957] },
    minOtherFederations: 2,
    singleRound: { differentMO: 3, differentTH: 5, maxFromOneFederation: 6, maxFromOwnFederation: 5 },
    rows: [
      { score: 7, averages: [[2380, 2433], [2230, 2283], [2180, 2233], [2030, 2083]] },
      { score: 6.5, averages: [[2434, 2474], [2284, 2324], [2234, 2274], [2084, 2124]] },
      { score: 6, averages: [[2475, 2519], [2325, 2369], [2275, 2319], [2125, 2169]] },
      { score: 5.5, averages: [[2520, 2556], [2370, 2406], [2320, 2356], [2170, 2206]] },
      { score: 5, averages: [[2557, 2599], [2407, 2449], [2357, 2399], [2207, 2249]] },
      { score: 4.5, averages: [[2600, 2642], [2450, 2492], [2400, 2442], [2250, 2292]] },
      { score: 4, averages: [[2643, 2679], [2493, 2529], [2443, 2479], [2293, 2329]] },
      { score: 3.5, averages: [[2680, null], [2530, null], [2480, null], [2330, null]] },
    ],
  },
  {
    rounds: 10,
    source: { file: TITLE_REGULATIONS, lines: [961, 1070] },
    minOtherFederations: 2,
    singleRound: { differentMO: 4, differentTH: 5, maxFromOneFederation: 6, maxFromOwnFederation: 6 },
    doubleRound: { differentMO: 3, differentTH: 3, maxFromOneFederation: 3, maxFromOwnFederation: 3 },
    rows: [
      { score: 8, averages: [[2380, 2406], [2230, 2256], [2180, 2206], [2030, 2056]] },
      { score: 7.5, averages: [[2407, 2450], [2257, 2300], [2207, 2250], [2057, 2100]] },
      { score: 7, averages: [[2451, 2489], [2301, 2339], [2251, 2289], [2101, 2139]] },
      { score: 6.5, averages: [[2490, 2527], [2340, 2377], [2290, 2327], [2140, 2177]] },
      { score: 6, averages: [[2528, 2563], [2378, 2413], [2328, 2363], [2178, 2213]] },
      { score: 5.5, averages: [[2564, 2599], [2414, 2449], [2364, 2399], [2214, 2249]] },
      { score: 5, averages: [[2600, 2635], [2450, 2485], [2400, 2435], [2250, 2285]] },
      { score: 4.5, averages: [[2636, 2671], [2486, 2521], [2436, 2471], [2286, 2321]] },
      { score: 4, averages: [[2672, 2709], [2522, 2559], [2472, 2509], [2322, 2359]] },
      { score: 3.5, averages: [[2710, null], [2560, null], [2510, null], [2360, null]] },
    ],
  },
  {
    rounds: 11,
    source: { file: TITLE_REGULATIONS, lines: [1072, 1167] },
    minOtherFederations: 2,
    singleRound: { differentMO: 4, differentTH: 6, maxFromOneFederation: 7, maxFromOwnFederation: 6 },
    rows: [
      { score: 9, averages: [[2380, 2388], [2230, 2238], [2180, 2188], [2030, 2038]] },
      { score: 8.5, averages: [[2389, 2424], [2239, 2274], [2189, 2224], [2039, 2074]] },
      { score: 8, averages: [[2425, 2466], [2275, 2316], [2225, 2266], [2075, 2116]] },
      { score: 7.5, averages: [[2467, 2497], [2317, 2347], [2267, 2297], [2117, 2147]] },
      { score: 7, averages: [[2498, 2534], [2348, 2384], [2298, 2334], [2148, 2184]] },
      { score: 6.5, averages: [[2535, 2563], [2385, 2413], [2335, 2363], [2185, 2213]] },
      { score: 6, averages: [[2564, 2599], [2414, 2449], [2364, 2399], [2214, 2249]] },
      { score: 5.5, averages: [[2600, 2635], [2450, 2485], [2400, 2435], [2250, 2285]] },
      { score: 5, averages: [[2636, 2664], [2486, 2514], [2436, 2464], [2286, 2314]] },
      { score: 4.5, averages: [[2665, 2701], [2515, 2551], [2465, 2501], [2315, 2351]] },
      { score: 4, averages: [[2702, null], [2552, null], [2502, null], [2352, null]] },
    ],
  },
  {
    rounds: 12,
    source: { file: TITLE_REGULATIONS, lines: [1169, 1282] },
    minOtherFederations: 2,
    singleRound: { differentMO: 4, differentTH: 6, maxFromOneFederation: 8, maxFromOwnFederation: 7 },
    doubleRound: { differentMO: 3, differentTH: 3, maxFromOneFederation: 4, maxFromOwnFederation: 3 },
    rows: [
      { score: 9.5, averages: [[2380, 2406], [2230, 2256], [2180, 2206], [2030, 2056]] },
      { score: 9, averages: [[2407, 2441], [2257, 2291], [2207, 2241], [2057, 2091]] },
      { score: 8.5, averages: [[2442, 2474], [2292, 2324], [2242, 2274], [2092, 2124]] },
      { score: 8, averages: [[2475, 2504], [2325, 2354], [2275, 2304], [2125, 2154]] },
      { score: 7.5, averages: [[2505, 2542], [2355, 2392], [2305, 2342], [2155, 2192]] },
      { score: 7, averages: [[2543, 2570], [2393, 2420], [2343, 2370], [2193, 2220]] },
      { score: 6.5, averages: [[2571, 2599], [2421, 2449], [2371, 2399], [2221, 2249]] },
      { score: 6, averages: [[2600, 2628], [2450, 2478], [2400, 2428], [2250, 2278]] },
      { score: 5.5, averages: [[2629, 2656], [2479, 2506], [2429, 2456], [2279, 2306]] },
      { score: 5, averages: [[2657, 2686], [2507, 2536], [2457, 2486], [2307, 2336]] },
      { score: 4.5, averages: [[2687, null], [2537, null], [2487, null], [2337, null]] },
    ],
  },
  {
    rounds: 13,
    source: { file: TITLE_REGULATIONS, lines: [1287, 1385] },
    minOtherFederations: 2,
    singleRound: { differentMO: 5, differentTH: 7, maxFromOneFederation: 8, maxFromOwnFederation: 7 },
    rows: [
      { score: 10.5, averages: [[2380, 2388], [2230, 2238], [2180, 2188], [2030, 2038]] },
      { score: 10, averages: [[2389, 2424], [2239, 2274], [2189, 2224], [2039, 2074]] },
      { score: 9.5, averages: [[2425, 2458], [2275, 2308], [2225, 2258], [2075, 2108]] },
      { score: 9, averages: [[2459, 2489], [2309, 2339], [2259, 2289], [2109, 2139]] },
      { score: 8.5, averages: [[2490, 2512], [2340, 2362], [2290, 2312], [2140, 2162]] },
      { score: 8, averages: [[2513, 2542], [2363, 2392], [2313, 2342], [2163, 2192]] },
      { score: 7.5, averages: [[2543, 2570], [2393, 2420], [2343, 2370], [2193, 2220]] },
      { score: 7, averages: [[2571, 2599], [2421, 2449], [2371, 2399], [2221, 2249]] },
      { score: 6.5, averages: [[2600, 2628], [2450, 2478], [2400, 2428], [2250, 2278]] },
      { score: 6, averages: [[2629, 2656], [2479, 2506], [2429, 2456], [2279, 2306]] },
      { score: 5.5, averages: [[2657, 2686], [2507, 2536], [2457, 2486], [2307, 2336]] },
      { score: 5, averages: [[2687, null], [2537, null], [2487, null], [2337, null]] },
    ],
  },
  {
    rounds: 14,
    source: { file: TITLE_REGULATIONS, lines: [1387, 1511] },
    minOtherFederations: 2,
    singleRound: { differentMO: 5, differentTH: 7, maxFromOneFederation: 9, maxFromOwnFederation: 8 },
    doubleRound: { differentMO: 4, differentTH: 4, maxFromOneFederation: 4, maxFromOwnFederation: 4 },
    rows: [
      { score: 11, averages: [[2380, 2406], [2230, 2256], [2180, 2206], [2030, 2056]] },
      { score: 10.5, averages: [[2407, 2441], [2257, 2291], [2207, 2241], [2057, 2091]] },
      { score: 10, averages: [[2442, 2466], [2292, 2316], [2242, 2266], [2092, 2116]] },
      { score: 9.5, averages: [[2467, 2497], [2317, 2347], [2267, 2297], [2117, 2147]] },
      { score: 9, averages: [[2498, 2519], [2348, 2369], [2298, 2319], [2148, 2169]] },
      { score: 8.5, averages: [[2520, 2549], [2370, 2399], [2320, 2349], [2170, 2199]] },
      { score: 8, averages: [[2550, 2570], [2400, 2420], [2350, 2370], [2200, 2220]] },
      { score: 7.5, averages: [[2571, 2599], [2421, 2449], [2371, 2399], [2221, 2249]] },
      { score: 7, averages: [[2600, 2628], [2450, 2478], [2400, 2428], [2250, 2278]] },
      { score: 6.5, averages: [[2629, 2649], [2479, 2499], [2429, 2449], [2279, 2299]] },
      { score: 6, averages: [[2650, 2679], [2500, 2529], [2450, 2479], [2300, 2329]] },
      { score: 5.5, averages: [[2680, 2701], [2530, 2551], [2480, 2501], [2330, 2351]] },
      { score: 5, averages: [[2702, null], [2552, null], [2502, null], [2352, null]] },
    ],
  },
  {
    rounds: 15,
    source: { file: TITLE_REGULATIONS, lines: [1513, 1621] },
    minOtherFederations: 2,
    singleRound: { differentMO: 5, differentTH: 8, maxFromOneFederation: 10, maxFromOwnFederation: 9 },
    rows: [
      { score: 12, averages: [[2380, 2388], [2230, 2238], [2180, 2188], [2030, 2038]] },
      { score: 11.5, averages: [[2389, 2424], [2239, 2274], [2189, 2224], [2039, 2074]] },
      { score: 11, averages: [[2425, 2450], [2275, 2300], [2225, 2250], [2075, 2100]] },
      { score: 10.5, averages: [[2451, 2474], [2301, 2324], [2251, 2274], [2101, 2124]] },
      { score: 10, averages: [[2475, 2504], [2325, 2354], [2275, 2304], [2125, 2154]] },
      { score: 9.5, averages: [[2505, 2527], [2355, 2377], [2305, 2327], [2155, 2177]] },
      { score: 9, averages: [[2528, 2549], [2378, 2399], [2328, 2349], [2178, 2199]] },
      { score: 8.5, averages: [[2550, 2578], [2400, 2428], [2350, 2378], [2200, 2228]] },
      { score: 8, averages: [[2579, 2599], [2429, 2449], [2379, 2399], [2229, 2249]] },
      { score: 7.5, averages: [[2600, 2620], [2450, 2470], [2400, 2420], [2250, 2270]] },
      { score: 7, averages: [[2621, 2649], [2471, 2499], [2421, 2449], [2271, 2299]] },
      { score: 6.5, averages: [[2650, 2671], [2500, 2521], [2450, 2471], [2300, 2321]] },
      { score: 6, averages: [[2672, 2694], [2522, 2544], [2472, 2494], [2322, 2344]] },
      { score: 5.5, averages: [[2695, null], [2545, null], [2495, null], [2345, null]] },
    ],
  },
  {
    rounds: 16,
    source: { file: TITLE_REGULATIONS, lines: [1623, 1749] },
    minOtherFederations: 2,
    singleRound: { differentMO: 6, differentTH: 8, maxFromOneFederation: 10, maxFromOwnFederation: 9 },
    doubleRound: { differentMO: 4, differentTH: 4, maxFromOneFederation: 5, maxFromOwnFederation: 4 },
    rows: [
      { score: 12.5, averages: [[2380, 2406], [2230, 2256], [2180, 2206], [2030, 2056]] },
      { score: 12, averages: [[2407, 2433], [2257, 2283], [2207, 2233], [2057, 2083]] },
      { score: 11.5, averages: [[2434, 2458], [2284, 2308], [2234, 2258], [2084, 2108]] },
      { score: 11, averages: [[2459, 2482], [2309, 2332], [2259, 2282], [2109, 2132]] },
      { score: 10.5, averages: [[2483, 2504], [2333, 2354], [2283, 2304], [2133, 2154]] },
      { score: 10, averages: [[2505, 2534], [2355, 2384], [2305, 2334], [2155, 2184]] },
      { score: 9.5, averages: [[2535, 2556], [2385, 2406], [2335, 2356], [2185, 2206]] },
      { score: 9, averages: [[2557, 2578], [2407, 2428], [2357, 2378], [2207, 2228]] },
      { score: 8.5, averages: [[2579, 2599], [2429, 2449], [2379, 2399], [2229, 2249]] },
      { score: 8, averages: [[2600, 2620], [2450, 2470], [2400, 2420], [2250, 2270]] },
      { score: 7.5, averages: [[2621, 2642], [2471, 2492], [2421, 2442], [2271, 2292]] },
      { score: 7, averages: [[2643, 2664], [2493, 2514], [2443, 2464], [2293, 2314]] },
      { score: 6.5, averages: [[2665, 2686], [2515, 2536], [2465, 2486], [2315, 2336]] },
      { score: 6, averages: [[2687, null], [2537, null], [2487, null], [2337, null]] },
    ],
  },
  {
    rounds: 17,
    source: { file: TITLE_REGULATIONS, lines: [1755, 1844] },
    minOtherFederations: 2,
    singleRound: { differentMO: 6, differentTH: 9, maxFromOneFederation: 11, maxFromOwnFederation: 10 },
    rows: [
      { score: 13.5, averages: [[2380, 2397], [2230, 2247], [2180, 2197], [2030, 2047]] },
      { score: 13, averages: [[2398, 2415], [2248, 2265], [2198, 2215], [2048, 2065]] },
      { score: 12.5, averages: [[2416, 2441], [2266, 2291], [2216, 2241], [2066, 2091]] },
      { score: 12, averages: [[2442, 2466], [2292, 2316], [2242, 2266], [2092, 2116]] },
      { score: 11.5, averages: [[2467, 2489], [2317, 2339], [2267, 2289], [2117, 2139]] },
      { score: 11, averages: [[2490, 2512], [2340, 2362], [2290, 2312], [2140, 2162]] },
      { score: 10.5, averages: [[2513, 2534], [2363, 2384], [2313, 2334], [2163, 2184]] },
      { score: 10, averages: [[2535, 2556], [2385, 2406], [2335, 2356], [2185, 2206]] },
      { score: 9.5, averages: [[2557, 2578], [2407, 2428], [2357, 2378], [2207, 2228]] },
      { score: 9, averages: [[2579, 2599], [2429, 2449], [2379, 2399], [2229, 2249]] },
      { score: 8.5, averages: [[2600, 2620], [2450, 2470], [2400, 2420], [2250, 2270]] },
      { score: 8, averages: [[2621, 2642], [2471, 2492], [2421, 2442], [2271, 2292]] },
      { score: 7.5, averages: [[2643, 2664], [2493, 2514], [2443, 2464], [2293, 2314]] },
      { score: 7, averages: [[2665, 2686], [2515, 2536], [2465, 2486], [2315, 2336]] },
      { score: 6.5, averages: [[2687, null], [2537, null], [2487, null], [2337, null]] },
    ],
  },
  {
    rounds: 18,
    source: { file: TITLE_REGULATIONS, lines: [1861, 2001] },
    minOtherFederations: 2,
    singleRound: { differentMO: 6, differentTH: 9, maxFromOneFederation: 12, maxFromOwnFederation: 10 },
    doubleRound: { differentMO: 5, differentTH: 5, maxFromOneFederation: 6, maxFromOwnFederation: 5 },
    rows: [
      { score: 14, averages: [[2380, 2406], [2230, 2256], [2180, 2206], [2030, 2056]] },
      { score: 13.5, averages: [[2407, 2433], [2257, 2283], [2207, 2233], [2057, 2083]] },
      { score: 13, averages: [[2434, 2458], [2284, 2308], [2234, 2258], [2084, 2108]] },
      { score: 12.5, averages: [[2459, 2474], [2309, 2324], [2259, 2274], [2109, 2124]] },
      { score: 12, averages: [[2475, 2497], [2325, 2347], [2275, 2297], [2125, 2147]] },
      { score: 11.5, averages: [[2498, 2519], [2348, 2369], [2298, 2319], [2148, 2169]] },
      { score: 11, averages: [[2520, 2542], [2370, 2392], [2320, 2342], [2170, 2192]] },
      { score: 10.5, averages: [[2543, 2556], [2393, 2406], [2343, 2356], [2193, 2206]] },
      { score: 10, averages: [[2557, 2578], [2407, 2428], [2357, 2378], [2207, 2228]] },
      { score: 9.5, averages: [[2579, 2599], [2429, 2449], [2379, 2399], [2229, 2249]] },
      { score: 9, averages: [[2600, 2620], [2450, 2470], [2400, 2420], [2250, 2270]] },
      { score: 8.5, averages: [[2621, 2642], [2471, 2492], [2421, 2442], [2271, 2292]] },
      { score: 8, averages: [[2643, 2656], [2493, 2506], [2443, 2456], [2293, 2306]] },
      { score: 7.5, averages: [[2657, 2679], [2507, 2529], [2457, 2479], [2307, 2329]] },
      { score: 7, averages: [[2680, 2701], [2530, 2551], [2480, 2501], [2330, 2351]] },
      { score: 6.5, averages: [[2702, null], [2552, null], [2502, null], [2352, null]] },
    ],
  },
  {
    rounds: 19,
    source: { file: TITLE_REGULATIONS, lines: [2002, 2133] },
    minOtherFederations: 2,
    singleRound: { differentMO: 7, differentTH: 10, maxFromOneFederation: 12, maxFromOwnFederation: 11 },
    rows: [
      { score: 15, averages: [[2380, 2397], [2230, 2247], [2180, 2197], [2030, 2047]] },
      { score: 14.5, averages: [[2398, 2415], [2248, 2265], [2198, 2215], [2048, 2065]] },
      { score: 14, averages: [[2416, 2441], [2266, 2291], [2216, 2241], [2066, 2091]] },
      { score: 13.5, averages: [[2442, 2466], [2292, 2316], [2242, 2266], [2092, 2116]] },
      { score: 13, averages: [[2467, 2482], [2317, 2332], [2267, 2282], [2117, 2132]] },
      { score: 12.5, averages: [[2483, 2504], [2333, 2354], [2283, 2304], [2133, 2154]] },
      { score: 12, averages: [[2505, 2519], [2355, 2369], [2305, 2319], [2155, 2169]] },
      { score: 11.5, averages: [[2520, 2542], [2370, 2392], [2320, 2342], [2170, 2192]] },
      { score: 11, averages: [[2543, 2563], [2393, 2413], [2343, 2363], [2193, 2213]] },
      { score: 10.5, averages: [[2564, 2578], [2414, 2428], [2364, 2378], [2214, 2228]] },
      { score: 10, averages: [[2579, 2599], [2429, 2449], [2379, 2399], [2229, 2249]] },
      { score: 9.5, averages: [[2600, 2620], [2450, 2470], [2400, 2420], [2250, 2270]] },
      { score: 9, averages: [[2621, 2635], [2471, 2485], [2421, 2435], [2271, 2285]] },
      { score: 8.5, averages: [[2636, 2656], [2486, 2506], [2436, 2456], [2286, 2306]] },
      { score: 8, averages: [[2657, 2679], [2507, 2529], [2457, 2479], [2307, 2329]] },
      { score: 7.5, averages: [[2680, 2694], [2530, 2544], [2480, 2494], [2330, 2344]] },
      { score: 7, averages: [[2695, null], [2545, null], [2495, null], [2345, null]] },
    ],
  },
];

export const annexTable = (rounds: number): AnnexTable | undefined => ANNEX.find((t) => t.rounds === rounds);
