import type { VisitorText } from "../en";

export const topics: VisitorText["topics"] = {
  heading: "Temas",
  count: (count: number): string => `${String(count)} ${count === 1 ? "pregunta" : "preguntas"}`,
  resultTopic: "Tema:",
  description: (name: string): string => `Respuestas a preguntas comunes sobre ${name}.`,
};
