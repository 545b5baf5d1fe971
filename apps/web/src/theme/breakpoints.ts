/** Breakpoints: sm 600, md 960, lg 1280, xl 1920, xxl 2560; mobile is below lg. */
export const breakpointValues = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

export const MOBILE_BELOW = 'lg' as const;
