/** The shapes the employees calls answer, read from the shared contract (@pos/shared/api/employees), never written twice. */
import type { Static } from 'typebox';
import type { AssignedEmployee as AssignedEmployeeSchema, Employee as EmployeeSchema, EmployeeSchedule as EmployeeScheduleSchema, EmployeeSlot as EmployeeSlotSchema, TagsProducts as TagsProductsSchema } from '@pos/shared/api/employees';

export type Employee = Static<typeof EmployeeSchema>;
export type EmployeeSchedule = Static<typeof EmployeeScheduleSchema>;
export type TagsProducts = Static<typeof TagsProductsSchema>;
export type AssignedEmployee = Static<typeof AssignedEmployeeSchema>;
export type EmployeeSlot = Static<typeof EmployeeSlotSchema>;

/** The day sheet's PDF address (GET employee/{id}/day-sheet). */
export const daySheetUrl = (employeeId: number, date: string, language: string) =>
  `/api/employee/${employeeId}/day-sheet?date=${encodeURIComponent(date)}&language=${encodeURIComponent(language)}`;
