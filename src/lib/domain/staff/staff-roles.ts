/** Staff roles as the console names them, on the header and beside each note or move. */
export const STAFF_ROLE_LABEL: Record<'manager' | 'branch' | 'rider', string> = {
  manager: 'Manager',
  branch: 'Branch staff',
  rider: 'Rider',
};

/** The label of a role as the API answers it (an unknown one is shown as it came). */
export function staffRoleLabel(role: string): string {
  return (STAFF_ROLE_LABEL as Record<string, string>)[role] ?? role;
}
