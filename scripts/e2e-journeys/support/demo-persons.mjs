// Demo people the journeys log in as by eID (fixtures/src/data/heroes.ts; fixtures/README.md, demo accounts).

/** Toomas Rebane of Metsa Mahlad OÜ (leping@demo.ee): logs in by Mobile-ID, no contract yet. */
export const TOOMAS = { phone: '+3725445566', personalCode: '38207071443' };
