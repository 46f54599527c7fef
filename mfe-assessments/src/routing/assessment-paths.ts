/** The routes this remote renders (spec 3 section 2). */
export const ASSESSMENT_PATHS = {
  newProject: '/evaluation/project',
  newProjectDetails: '/evaluation/project/:id',
  ali: '/ali',
  aliDetails: '/ali/:id',
  tpa: '/TPA',
  tpaDetails: '/TPA/:id',
  ropa: '/ropa',
  ropaDetails: '/ropa/:id',
  list: '/myAvaliations',
  dashboard: '/dashboard',
} as const;
