/** What the employees calls answer (sync-server/src/domains/employees/schemas.ts). */
export interface Employee {
  id: number;
  pid: string | null;
  employeeNumber: string | null;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  mobile: string;
  address: string;
  status: boolean;
  ratePerHour: number | null;
  currencyId: number;
  calendarColor: string;
  allowAssignEmployees: boolean;
  tagIds: number[];
  tagNames: string[];
  productIds: number[];
  leadTypeIds: number[];
}

export interface EmployeePage {
  items: Employee[];
  total: number;
  pageSize: number;
}

export interface EmployeeTag {
  id: number;
  name: string;
  active: boolean;
}

export interface TagsProducts {
  tags: EmployeeTag[];
  products: { id: number; name: string }[];
}

export interface AssignedEmployee {
  id: number;
  fullName: string;
  calendarColor: string;
}

export interface OccurrenceAssignment {
  slotId: number;
  date: string;
  employees: AssignedEmployee[];
}

export interface SlotEmployee extends AssignedEmployee {
  assigned: boolean;
  busy: boolean;
}

export interface AssignCheck {
  allowed: boolean;
  reason: string | null;
}

export interface EmployeeSchedule {
  employee: Employee;
  slots: { slotId: number; date: string; startTime: string; endTime: string; productName: string }[];
  qtySlotsLastMonth: number;
}

/** The day sheet's PDF address (GET employee/{id}/day-sheet). */
export const daySheetUrl = (employeeId: number, date: string, language: string) =>
  `/api/employee/${employeeId}/day-sheet?date=${encodeURIComponent(date)}&language=${encodeURIComponent(language)}`;
