// The route map reads DEV_PAGES when its module loads (the build replaces it with a constant): the walk
// below sees the developer pages as the journeys' build serves them. Imported before the route map.
process.env.DEV_PAGES = 'true';
