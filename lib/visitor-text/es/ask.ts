import type { VisitorText } from "../en";

/** Issue 39 "Envíenos su pregunta", in Spanish: the "usted" form, short sentences (issue 28). */

export const ask: VisitorText["ask"] = {
  open: "Envíenos su pregunta",
  title: "Envíenos su pregunta",
  intro: "Díganos qué quiere saber. Le responderemos en este sitio.",
  questionLabel: "Su pregunta",
  questionHint: "Hasta 500 letras y espacios.",
  emailLabel: "Su correo electrónico, para avisarle cuando la respondamos",
  emailHint: "Puede dejarlo vacío.",
  privacy: "Usamos su correo solo para avisarle cuando respondamos. Después lo borramos.",
  privacyLink: "Lea nuestra política de privacidad",
  trap: "Deje esto vacío",
  send: "Enviar",
  sending: "Enviando…",
  cancel: "Cancelar",
  close: "Cerrar",
  thanks: "Gracias. Recibimos su pregunta.",
  thanksWithEmail: "Gracias. Recibimos su pregunta. Le escribiremos cuando la respondamos.",
  errors: {
    questionMissing: "Escriba su pregunta.",
    questionTooLong: "Su pregunta es muy larga. Use 500 letras y espacios o menos.",
    email: "Este correo no parece correcto. Revíselo o déjelo vacío.",
    tooManyWaiting:
      "Este correo ya espera 5 respuestas. Envíe esta pregunta sin él, o pregunte otra vez cuando hayamos respondido.",
    flood:
      "Recibimos muchas preguntas de su red hace un momento. Espere unos minutos y envíe su pregunta otra vez.",
    failed: "Lo sentimos, no funcionó. Intente otra vez.",
    offline: "No pudimos conectar. Revise su internet e intente otra vez.",
  },
};

export const answeredMail: VisitorText["answeredMail"] = {
  subject: "Hemos respondido su pregunta",
  hello: "Hola:",
  body: "Usted nos envió una pregunta en nuestro sitio de preguntas frecuentes. Ya la respondimos. Lea la respuesta aquí:",
  once: "Este es el único correo que le enviamos sobre esta pregunta. Ya borramos su dirección para ella.",
  unexpected:
    "Alguien dio esta dirección al enviarnos una pregunta. Si no fue usted, puede ignorar este correo.",
  signature: "Preguntas frecuentes de Literacy Programme",
};
