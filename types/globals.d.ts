/** The release label baked into each app's build (TOUCHLINE_RELEASE, default "local"). */
declare const __TOUCHLINE_RELEASE__: string;
