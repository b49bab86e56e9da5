/**
 * Issue 40: the demo's topics, in the order visitors see them, each with the English questions
 * (db/seed-data.ts, word for word) of the demo FAQs it holds. Every demo FAQ is in exactly one
 * (tests/topics-seed.test.ts). Slugs are the names as the app makes them (slugify, lib/text/
 * plain-text.ts), written out because db/ imports nothing of lib/. Pictures are names of the set in
 * lib/topics/pictures.ts.
 */
export interface SeedTopic {
  nameEn: string;
  nameEs: string;
  slugEn: string;
  slugEs: string;
  picture: string;
  questions: readonly string[];
}

export const seedTopics: readonly SeedTopic[] = [
  {
    nameEn: "Courses",
    nameEs: "Cursos",
    slugEn: "courses",
    slugEs: "cursos",
    picture: "graduation-cap",
    questions: [
      "<p>What courses do you offer?</p>",
      "<p>How do I know which level is right for me or my child?</p>",
      "<p>What ages are the courses for?</p>",
      "<p>How long does a course last?</p>",
      "<p>How much does a course cost?</p>",
      "<p>How do I sign up for a course?</p>",
      "<p>Can I take a course online, or do I have to come in person?</p>",
      "<p>How many learners are in each class?</p>",
      "<p>What happens if I miss a class?</p>",
      "<p>Do I need to buy anything before the course starts?</p>",
      "<p>How do you check how my child is getting on?</p>",
      "<p>Are your centres accessible for wheelchair users?</p>",
    ],
  },
  {
    nameEn: "Coaches",
    nameEs: "Tutores",
    slugEn: "coaches",
    slugEs: "tutores",
    picture: "users",
    questions: [
      "<p>What does a reading coach do?</p>",
      "<p>How can I become a reading coach?</p>",
      "<p>What training do coaches get?</p>",
      "<p>Can I have one-to-one sessions with a coach?</p>",
      "<p>Can I choose or change my coach?</p>",
    ],
  },
  {
    nameEn: "Learning to read",
    nameEs: "Aprender a leer",
    slugEn: "learning-to-read",
    slugEs: "aprender-a-leer",
    picture: "lightbulb",
    questions: [
      "<p>What is phonics?</p>",
      "<p>What is phonemic awareness, and why does it matter?</p>",
      "<p>What does reading fluency mean?</p>",
      "<p>How can I help my child learn new words?</p>",
      "<p>My child can read the words but doesn't understand the story. What can I do?</p>",
      "<p>Why does reading aloud help?</p>",
      "<p>Is it too late for an adult to learn to read?</p>",
    ],
  },
  {
    nameEn: "Reading at home",
    nameEs: "Leer en casa",
    slugEn: "reading-at-home",
    slugEs: "leer-en-casa",
    picture: "home",
    questions: [
      "<p>How can I help my child with reading at home?</p>",
      "<p>How long should we read together each day?</p>",
      "<p>My child reads slowly. Is that normal?</p>",
      "<p>How can I read with my toddler?</p>",
      "<p>How do I choose the right books for my child?</p>",
      "<p>My child doesn't like reading. How can I make it more fun?</p>",
      "<p>I'm not a confident reader myself. Can I still help my child read?</p>",
    ],
  },
  {
    nameEn: "Dyslexia",
    nameEs: "Dislexia",
    slugEn: "dyslexia",
    slugEs: "dislexia",
    picture: "puzzle",
    questions: [
      "<p>What is dyslexia?</p>",
      "<p>I think my child might be dyslexic. What should I do?</p>",
      "<p>Do you offer dyslexia-friendly fonts and materials?</p>",
    ],
  },
  {
    nameEn: "The guide book and orders",
    nameEs: "La guía y los pedidos",
    slugEn: "the-guide-book-and-orders",
    slugEs: "la-guia-y-los-pedidos",
    picture: "book",
    questions: [
      "<p>What is in the guide book sold in your store?</p>",
      "<p>Who is the guide book for?</p>",
      "<p>Is the guide book available as an ebook or audiobook?</p>",
      "<p>How much does the guide book cost?</p>",
      "<p>How long does delivery take?</p>",
      "<p>Do you ship to other countries?</p>",
      "<p>How can I track my order?</p>",
      "<p>Can I return the guide book?</p>",
      "<p>How do refunds work?</p>",
      "<p>My parcel arrived damaged. What should I do?</p>",
      "<p>Can I change or cancel my order?</p>",
    ],
  },
  {
    nameEn: "This website and FAQ Corner",
    nameEs: "Este sitio web y FAQ Corner",
    slugEn: "this-website-and-faq-corner",
    slugEs: "este-sitio-web-y-faq-corner",
    picture: "laptop",
    questions: [
      "<p>What is FAQ Corner, and can I sign in to it?</p>",
      "<p>I forgot my FAQ Corner password. How do I reset it?</p>",
      "<p>Why do I need a verification code to sign in to FAQ Corner?</p>",
      "<p>How do I change the e-mail address on my FAQ Corner account?</p>",
      "<p>What information do you collect when I use this website?</p>",
      "<p>Do you use cookies or track me?</p>",
      "<p>Can I make the text on this website bigger?</p>",
      "<p>Can I listen to the answers instead of reading them?</p>",
      "<p>How can I contact you?</p>",
      "<p>I can't find the answer to my question. What should I do?</p>",
    ],
  },
];
