/** /staff…: the staff console, its own lazy area (its pages: features/staff/routes.tsx). */
export { StaffConsole as Component } from '../../features/staff/components/staff-console';
